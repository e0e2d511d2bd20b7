/**
 * CSS that applies only when the browser runs no JavaScript: prerendered pages use it to correct what
 * would otherwise wait for JavaScript for ever. With JavaScript, React never renders <noscript>'s
 * children, so hydration has nothing to compare.
 */
export const NoScriptStyle = ({ css }: { css: string }) => (
  <noscript>
    <style>{css}</style>
  </noscript>
);
