/** Short names used in city page titles and descriptions. */
export const CITY_SHORT_NAMES: Readonly<Record<string, string>> = {
  'new york': 'NYC',
  'los angeles': 'LA',
  'san francisco': 'SF',
  philadelphia: 'Philly',
  'hong kong': 'HK',
};

/** New York → NYC, Los Angeles → LA, …; any other city keeps its name. */
export function shortCityName(city: string): string {
  const name = city.trim();
  return CITY_SHORT_NAMES[name.toLowerCase()] ?? name;
}
