/** Try Again on the events load error reloads the whole page (spec §2). */
export function reloadPage(): void {
  window.location.reload();
}
