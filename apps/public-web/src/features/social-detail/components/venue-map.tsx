import { useGetConfigsQuery } from '@socials/api-client';
import { venueMapUrl, type Coordinate, type MappableVenue } from '@socials/domain';

const TILE = 256;
const ZOOM = 16;

/** The map tile holding a point (Web Mercator, as every tile server cuts them) and where in it the point falls, in pixels. */
export function tileAround(point: Coordinate, zoom = ZOOM): { z: number; x: number; y: number; left: number; top: number } {
  const n = 2 ** zoom;
  const latitude = (point.latitude * Math.PI) / 180;
  const fx = ((point.longitude + 180) / 360) * n;
  const fy = ((1 - Math.log(Math.tan(latitude) + 1 / Math.cos(latitude)) / Math.PI) / 2) * n;
  const x = Math.floor(fx);
  const y = Math.floor(fy);
  return { z: zoom, x, y, left: Math.round((fx - x) * TILE), top: Math.round((fy - y) * TILE) };
}

/** The tile address of a template with {z}, {x} and {y}. */
export function tileUrl(template: string, tile: { z: number; x: number; y: number }): string {
  return template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));
}

const GRID = Array.from({ length: 7 }, (_, i) => (i + 1) * 32);

/**
 * A small map of the venue, linking to the full map: the tile around it when the deployment names a
 * tile server, else drawn here (a marker on a plain grid), since no tile server may be reachable.
 */
export function VenueMap({ venue, cityName }: { venue: MappableVenue; cityName: string }) {
  const { data } = useGetConfigsQuery();
  const point = venue.coordinate;
  const href = venueMapUrl(venue, cityName);
  // No link for a venue hidden until the RSVP, so no map either.
  if (!point || !href) return null;
  const tile = data?.mapTileUrl ? tileAround(point) : null;
  const label = [venue.name, cityName || venue.city].filter(Boolean).join(', ');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Map of ${label || 'the venue'} (opens a map in a new tab)`}
      className="block max-w-sm overflow-hidden rounded-xl border border-border focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <svg viewBox="0 0 256 160" aria-hidden="true" data-testid="venue-map" className="block h-auto w-full bg-surface-muted text-fg">
        {tile && data?.mapTileUrl ? (
          <image href={tileUrl(data.mapTileUrl, tile)} x={128 - tile.left} y={112 - tile.top} width={TILE} height={TILE} data-testid="venue-map-tile" />
        ) : (
          <g stroke="currentColor" strokeOpacity="0.12">
            {GRID.map((at) => (
              <line key={`v${at}`} x1={at} y1={0} x2={at} y2={160} />
            ))}
            {GRID.slice(0, 4).map((at) => (
              <line key={`h${at}`} x1={0} y1={at} x2={256} y2={at} />
            ))}
          </g>
        )}
        <g transform="translate(128 112)">
          <path d="M0 0c-8-12-12-18-12-24a12 12 0 0 1 24 0c0 6-4 12-12 24z" fill="#dc2626" stroke="#fff" strokeWidth="2" />
          <circle cy={-24} r={4} fill="#fff" />
        </g>
        {tile ? null : (
          <text x={128} y={140} textAnchor="middle" fontSize="12" fill="currentColor">
            {label}
          </text>
        )}
      </svg>
    </a>
  );
}
