/** Where the statistics live (the shell mounts the area at /client). */
export const STATISTICS_PATH = '/client/statistics';
