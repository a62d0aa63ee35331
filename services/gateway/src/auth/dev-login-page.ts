const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The development sign-in form shown at /auth/google when Google is not configured. */
export function devLoginPage(returnTo: string | undefined): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development sign-in · NestKeep</title>
<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1rem;background:#7c3aed;color:#fff;border:0;border-radius:.4rem}
p{color:#6b7280;font-size:.9rem}</style></head>
<body><main>
<h1>Development sign-in</h1>
<p>Google sign-in is not configured on this server, so you can sign in as anyone. This form never appears in production.</p>
<form method="post" action="/auth/dev">
<label for="email">Email</label><input id="email" name="email" type="email" required autocomplete="email">
<label for="displayName">Display name</label><input id="displayName" name="displayName" autocomplete="name">
<input type="hidden" name="redirect" value="${escape(returnTo ?? '')}">
<button type="submit">Sign in</button>
</form></main></body></html>`;
}
