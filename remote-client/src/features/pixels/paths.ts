/** Where the pixels live (the shell mounts the area at /client). */
export const PIXELS_PATH = '/client/pixels';
