import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const SEPARATE_FEATURES =
  'A feature does not import another feature: move what both need to src/shared/ (or to libs/ui, libs/domain when it is generic), or compose the two in src/app/ and pass what one needs in through props.';
const FEATURE_ABOVE_APP = 'A feature does not import the app: the app composes the features, so pass what the feature needs in through props.';
const SHARED_BELOW_FEATURES = 'src/shared/ is below the features and the app: it imports neither; move the code it needs down into src/shared/.';

/**
 * The zones of `import-x/no-restricted-paths` that keep a web app's layers apart:
 * app -> features -> shared. Each folder under src/features/ is a zone of its own, read from disk,
 * so a new feature is kept apart from the others without editing the lint configuration.
 */
export function webAppZones(apps) {
  return apps.flatMap((app) => {
    const src = `${repoRoot}apps/${app}/src`;
    const features = readdirSync(`${src}/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    return [
      ...features.map((feature) => ({ target: `${src}/features/${feature}`, from: `${src}/features`, except: [`./${feature}`], message: SEPARATE_FEATURES })),
      { target: `${src}/features`, from: `${src}/app`, message: FEATURE_ABOVE_APP },
      { target: `${src}/shared`, from: [`${src}/features`, `${src}/app`], message: SHARED_BELOW_FEATURES },
    ];
  });
}
