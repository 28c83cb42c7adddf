/** Where the company's balance lives (the shell mounts the area at /client). */
export const BALANCE_PATH = '/client/balance';
