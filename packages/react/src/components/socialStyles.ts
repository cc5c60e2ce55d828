import { styleSheet } from '../styles/styleSheet.ts'

/** The social sign-in buttons (`SocialButtons`). */
export const socialStyles = styleSheet(/* css */ `
/* Social sign-in: the Connect view's buttons */
.socials {
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.social-row {
  display: flex;
  justify-content: center;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.social-row > li {
  flex: 1 1 0;
  max-width: 64px;
}
.social-btn {
  width: 100%;
  height: 44px;
  border-radius: var(--portico-radius-control);
  background: var(--portico-bg-subtle);
}
.social-btn svg {
  width: 22px;
  height: 22px;
}
/* Marks drawn in black (Apple, X, GitHub) take the text colour, not the icon buttons' muted one. */
.social-btn .social-mark {
  color: var(--portico-fg);
}
`)
