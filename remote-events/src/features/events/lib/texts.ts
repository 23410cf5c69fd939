/** The events texts of the product spec (§2, §4, §8), word for word. */
export const eventsTexts = {
  heroTitle: 'Find all Upcoming Events',
  searchLabel: 'Search events by city',
  searchPlaceholder: 'Search City',
  searchError: 'Failed to search events. Please try again later.',
  searchEmptyHint: 'Try searching for a different city or experience.',
  loadErrorTitle: 'Error loading events',
  loadError: 'Failed to load events. Please try again later.',
  emptyTitle: 'No events found',
  emptyDescription: 'There are no events available at the moment. Please check back later.',
  detailsError: 'Failed to fetch events.',
  descriptionHeading: 'Description of Event',
  booked: 'Booked',
  bookedMessage: 'Event booked successfully!',
  /** Not in the spec: a past event's details say so instead of offering Book Event. */
  ended: 'This event has ended.',
} as const;
