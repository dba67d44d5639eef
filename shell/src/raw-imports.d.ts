/** `import text from './file?raw'`: the file's text (the bundler's and the test runner's raw import). */
declare module '*?raw' {
  const text: string;
  export default text;
}
