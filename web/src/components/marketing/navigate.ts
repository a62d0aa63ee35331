/** A full browser navigation (sign-in and checkout are server routes). Its own module so tests can stub it. */
export function goTo(url: string): void {
  window.location.assign(url);
}
