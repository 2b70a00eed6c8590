import { useGetMyTableQuery } from '@socials/api-client';

/** "Your table: Table 2 · with Ada L., Ben G." once the hosts seated the guest; nothing before. */
export function YourTable({ socialId }: { socialId: string }) {
  const { data } = useGetMyTableQuery(socialId);
  if (!data?.table) return null;
  return (
    <p className="text-sm">
      <span className="font-medium">Your table: {data.table.name}</span>
      {data.tablemates.length > 0 ? ` · with ${data.tablemates.join(', ')}` : null}
    </p>
  );
}
