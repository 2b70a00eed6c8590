import { buildEventStructuredData, type SocialDetail } from '@socials/domain';
import { DEFAULT_SOCIAL_IMAGE_PATH, absoluteUrl } from '../../../shared/absolute-url';
import { socialPath } from '../../../shared/paths';

/** "</script>" inside the JSON would end the element early: "<" is written as its JSON escape. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Schema.org Event data for search engines (spec 3), from buildEventStructuredData. */
export function EventStructuredData({ social }: { social: SocialDetail }) {
  const data = buildEventStructuredData(social, absoluteUrl(socialPath(social.slug)), absoluteUrl(DEFAULT_SOCIAL_IMAGE_PATH));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />;
}
