/**
 * The saved screen's favourites filter lives in the address (/saved?favorites=1), so the dashboard's
 * Favorites tile can open it (issue 7 point 12). Its own module: the dashboard links here without
 * loading the saved screen's code.
 */
export const FAVORITES_PARAM = 'favorites';
export const SAVED_FAVORITES_PATH = `/saved?${FAVORITES_PARAM}=1`;
export const favoritesOn = (value: string | null) => value === '1' || value === 'true';
