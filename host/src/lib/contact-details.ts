/** How to reach CityLens: shown in the footer and on the contact page. */
export const contactDetails = {
  email: 'hello@citylens.example',
  phone: '+1 (555) 010-2025',
  phoneHref: 'tel:+15550102025',
  studio: 'CityLens Studio',
  street: '120 Harbour Street',
  city: 'Portland, ME 04101, USA',
} as const;
