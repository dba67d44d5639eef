/**
 * styled-components, for every app. Apps import it from `@kompass/shared`, never from
 * `styled-components`: shared as a Module Federation package it would arrive whole (its
 * server-side rendering parts too), while inside this singleton only what is listed here is
 * bundled, still exactly once per page, so the shell's `ThemeProvider` and style sheet serve
 * every remote.
 */
export { createGlobalStyle, css, keyframes, styled, ThemeProvider } from 'styled-components';
