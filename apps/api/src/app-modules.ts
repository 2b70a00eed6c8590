import type { AppModule } from './app-module';
import { healthModule } from './modules/health';
import { configsModule } from './modules/configs';
import { authModule } from './modules/auth';
import { usersModule } from './modules/users';
import { verificationModule } from './modules/verification';
import { devModule } from './modules/dev';
import { socialsModule } from './modules/socials';
import { rsvpsModule } from './modules/rsvps';
import { citiesModule } from './modules/cities';
import { attendanceModule } from './modules/attendance';
import { paymentsModule } from './modules/payments';
import { promoCodesModule } from './modules/promo-codes';
import { bankAccountsModule } from './modules/bank-accounts';
import { disputesModule } from './modules/disputes';
import { blastsModule } from './modules/blasts';
import { tablesModule } from './modules/tables';
import { notificationsModule } from './modules/notifications';
import { reviewsModule } from './modules/reviews';
import { analyticsModule } from './modules/analytics';
import { linkPreviewModule } from './modules/link-preview';
import { chatModule } from './modules/chat';
import { filesModule } from './modules/files';
import { photosModule } from './modules/photos';
import { circlesModule } from './modules/circles';
import { membershipsModule } from './modules/memberships';
import { conferencesModule } from './modules/conferences';
import { proposalsModule } from './modules/proposals';
import { pointsModule } from './modules/points';
import { supportsModule } from './modules/supports';
import { contentModule } from './modules/content';
import { patronsModule } from './modules/patrons';
import { postsModule } from './modules/posts';
import { mediaModule } from './modules/media';

/** Every area of the server, in the order their routes are registered: adding an area adds one line here. */
export const APP_MODULES: readonly AppModule[] = [
  healthModule,
  configsModule,
  authModule,
  usersModule,
  verificationModule,
  devModule,
  socialsModule,
  rsvpsModule,
  citiesModule,
  attendanceModule,
  paymentsModule,
  promoCodesModule,
  bankAccountsModule,
  disputesModule,
  blastsModule,
  tablesModule,
  notificationsModule,
  reviewsModule,
  analyticsModule,
  linkPreviewModule,
  chatModule,
  filesModule,
  photosModule,
  circlesModule,
  membershipsModule,
  conferencesModule,
  proposalsModule,
  pointsModule,
  supportsModule,
  contentModule,
  patronsModule,
  postsModule,
  mediaModule,
];
