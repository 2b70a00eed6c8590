export * from './city.schema';
export * from './short-city-name';
export * from './with-tech-events-suffix';
