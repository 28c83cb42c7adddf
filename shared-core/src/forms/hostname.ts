/** The rules of a host name are the contract's (the server applies the same): re-exported for the forms. */
export { hostnameProblem, type HostnameProblem } from '@panel/contract';
