/** The API's answers and request bodies, described once: shared by the client, the reference server and tests. */
export * from './board.ts';
export * from './campaign.ts';
export * from './category.ts';
export * from './download.ts';
export * from './image.ts';
export * from './item.ts';
export * from './lead.ts';
export * from './live-event.ts';
export * from './payloads.ts';
export * from './privacy.ts';
