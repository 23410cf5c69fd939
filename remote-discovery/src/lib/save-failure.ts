/** What a visitor reads when saving a city stopped: the storage check's own words, or why. */
export function saveFailureMessage(cityName: string, error: unknown): string {
  if (error instanceof Error && error.message.startsWith('Not enough storage')) {
    return error.message;
  }
  if (!navigator.onLine) return `You're offline. ${cityName} can be saved once you're back online.`;
  return `${cityName} could not be saved for offline. Please try again.`;
}
