import { styleSheet } from '../styles/styleSheet.ts'

/** The social sign-in buttons and the provider badge (`SocialButtons`, `SocialIcon`). */
export const socialStyles = styleSheet(/* css */ `
/* Social sign-in: the Connect view's buttons, ConnectingSocial's badge */
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
.social-badge {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  color: #ffffff;
  font-weight: 700;
  line-height: 1;
  box-shadow: inset 0 0 0 1px color-mix(in srgb, var(--portico-fg) 15%, transparent);
}
`)
