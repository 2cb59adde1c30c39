// core/ must not import the router: the app registers how to move between routes.
type Navigator = (path: string) => void;

let navigator: Navigator | null = null;

export function setNavigator(fn: Navigator | null): void {
  navigator = fn;
}

export function navigate(path: string): void {
  if (navigator) navigator(path);
  else window.location.assign(path);
}
