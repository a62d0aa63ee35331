/**
 * A small browser stand-in over fetch: keeps cookies, sends the app's Origin on writes (as a
 * browser does for same-origin requests), and does not follow redirects unless asked.
 */
export class Client {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | null = baseUrl,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body !== undefined) h['content-type'] ??= 'application/json';
    if (method !== 'GET' && method !== 'HEAD' && this.origin && !('origin' in h)) h.origin = this.origin;
    const res = await fetch(new URL(path, this.baseUrl), {
      method,
      headers: h,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      redirect: 'manual',
    });
    this.keepCookies(res);
    return res;
  }

  keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  patch = (path: string, body?: unknown) => this.request('PATCH', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);

  /** Signs in through the development sign-in endpoint. */
  async devSignIn(email: string, displayName?: string): Promise<Response> {
    return this.post('/auth/dev', { email, displayName });
  }
}
