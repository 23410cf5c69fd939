/**
 * The page behind a dialog or viewer does not scroll. One count for every overlay on the page
 * (this module is a federation singleton): the page scrolls again only when the last one closes,
 * whatever order they open and close in.
 */
let openCount = 0;
let savedOverflow = '';

export function lockScroll(): void {
  if (openCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openCount += 1;
}

export function unlockScroll(): void {
  openCount = Math.max(0, openCount - 1);
  if (openCount === 0) document.body.style.overflow = savedOverflow;
}
