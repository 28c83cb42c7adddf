/** Where the team lives (the shell mounts the area at /client). */
export const TEAM_PATH = '/client/team';
