/** Every page of this feature, one chunk for them all: the route table loads it by page name. */
export { BlogPostPage, BlogsPage } from './blogs-page';
export { JobPage, JobsPage } from './jobs-page';
export { PostsPage } from './posts-page';
export { FeaturedSpeakersPage } from './featured-page';
export { EnterprisePlansPage } from './enterprise-plans-page';
export { EventPartnershipsPage } from './event-partnerships-page';
export { EulaPage } from './eula-page';
export { SeriesPage } from './series-page';
