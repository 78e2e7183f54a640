import { theme } from 'antd';

/** First focusable element of every screen: jumps over the navigation to `#main-content`. */
export function SkipLink() {
  const { token } = theme.useToken();
  return (
    <a
      className="skip-link"
      href="#main-content"
      style={{
        background: token.colorPrimary,
        color: token.colorTextLightSolid,
        borderRadius: token.borderRadius,
      }}
    >
      Skip to main content
    </a>
  );
}
