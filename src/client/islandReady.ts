/**
 * The event a lead form's island dispatches (bubbling, from its form) once React has taken the
 * form over and handles its sends (`client/hydrateOnInteraction.ts` waits for it).
 */
export const ISLAND_READY = 'island-ready';
