/**
 * sessionStorage key of the entrance-animation flag (spec §2 Home): the home page sets it after its
 * first visit of a browser session; signing in or registering removes it so the welcome plays again.
 */
export const ENTRANCE_ANIMATION_KEY = 'animated';
