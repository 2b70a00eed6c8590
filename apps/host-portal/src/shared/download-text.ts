export { downloadText, downloadUrl } from '@socials/ui';
