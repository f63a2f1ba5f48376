/** The country of the number: its button on the number step and the searchable picker it opens. */
export const country = {
  button: 'Country: {{country}}',
  label: 'Country',
  dialog: 'Choose the country',
  search: 'Search countries',
  searchHint: 'Name, code or +calling code',
  letters: 'Letters',
  backspace: 'Delete the last letter',
  list: 'Countries',
  recent: 'Used lately',
  all: 'All countries',
  none: 'No country matches “{{text}}”.',
  loading: 'Loading the countries…',
} as const;
