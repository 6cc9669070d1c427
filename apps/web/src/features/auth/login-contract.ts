// The Manager form's contract in a module of its own, so the form can load it on use: a dynamic
// import of the whole domain package would bundle every schema into that chunk (issue 28).
export { LoginRequest } from '@assist/domain';
