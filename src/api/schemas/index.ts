/** Wire schemas of the API, shared by the client and the reference server. */
export * from './board.ts';
export * from './campaign.ts';
export * from './category.ts';
export * from './download.ts';
export * from './enums.ts';
export * from './image.ts';
export * from './item.ts';
export * from './lead.ts';
export * from './live-event.ts';
export * from './payloads.ts';
export * from './privacy.ts';
