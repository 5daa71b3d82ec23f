/** The sections the landing header links to (spec §2: Features and Pricing), in the bar and the drawer. */
export const headerSections = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
] as const;
