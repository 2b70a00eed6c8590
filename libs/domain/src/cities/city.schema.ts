import { z } from 'zod';

export const City = z.object({
  id: z.string().describe('Stable key, e.g. "new-york"'),
  name: z.string(),
  country: z.string(),
  timezone: z.string(),
});
export type City = z.infer<typeof City>;

export const CityList = z.object({ data: z.array(City) });
