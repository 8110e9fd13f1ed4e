// Setting up an authenticator app: the QR code to scan (drawn by the `qrcode` package, loaded
// only when this is shown) and the same key as text for typing it in, grouped by four, with a
// copy button. The key is shown only during setup; afterwards the server never sends it again.
import { Body1, Button, Caption1, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../lib/toasts/toast';

const useStyles = makeStyles({
  // The steps beside the QR code where there is room for them, else below it: by the space the
  // container gives (the sign-in page's narrow card too), not by the window's width.
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalXL,
  },
  qr: {
    flexShrink: 0,
    width: '184px',
    height: '184px',
    display: 'grid',
    placeItems: 'center',
    // A QR code needs its light border to be read, whatever the theme.
    backgroundColor: '#ffffff',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  image: { width: '176px', height: '176px', display: 'block' },
  text: {
    flex: '1 1 18rem',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    minWidth: 0,
  },
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  key: {
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    letterSpacing: '0.05em',
    wordSpacing: '0.3em',
    overflowWrap: 'anywhere',
    // Where the key needs two lines, four groups on each rather than one left over.
    textWrap: 'balance',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
  },
  keyRow: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** The key in groups of four, as authenticator apps show and accept it. */
export function groupKey(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function QrImage({ value, label }: { value: string; label: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const [image, setImage] = useState<{ value: string; url: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(value, {
          errorCorrectionLevel: 'M',
          margin: 1,
          width: 176,
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((url) => live && setImage({ value, url }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [value]);
  if (failed) {
    return (
      <Caption1>
        <FormattedMessage id="twoFactor.setup.qrFailed" />
      </Caption1>
    );
  }
  if (!image || image.value !== value) {
    return <Spinner size="small" label={intl.formatMessage({ id: 'app.loading' })} />;
  }
  return <img className={styles.image} src={image.url} alt={label} />;
}

export function SecretSetup({
  secret,
  otpauthUrl,
  account,
}: {
  secret: string;
  otpauthUrl: string;
  account: string;
}) {
  const styles = useStyles();
  const intl = useIntl();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(intl.formatMessage({ id: 'twoFactor.setup.keyCopied' }));
    } catch {
      toast.error(intl.formatMessage({ id: 'twoFactor.copyFailed' }));
    }
  };
  return (
    <div className={styles.root}>
      <div className={styles.qr}>
        <QrImage
          value={otpauthUrl}
          label={intl.formatMessage({ id: 'twoFactor.setup.qrAlt' }, { account })}
        />
      </div>
      <div className={styles.text}>
        <ol className={styles.steps}>
          <li>
            <Body1>
              <FormattedMessage id="twoFactor.setup.step1" />
            </Body1>
          </li>
          <li>
            <Body1>
              <FormattedMessage id="twoFactor.setup.step2" />
            </Body1>
          </li>
          <li>
            <Body1>
              <FormattedMessage id="twoFactor.setup.step3" />
            </Body1>
          </li>
        </ol>
        <Caption1 className={styles.muted} id="two-factor-key-label">
          <FormattedMessage id="twoFactor.setup.keyLabel" />
        </Caption1>
        <div className={styles.keyRow}>
          <p
            className={styles.key}
            data-testid="two-factor-secret"
            data-secret={secret}
            aria-labelledby="two-factor-key-label"
          >
            {groupKey(secret)}
          </p>
          <Button appearance="subtle" icon={<CopyRegular />} onClick={copy}>
            <FormattedMessage id="twoFactor.setup.copyKey" />
          </Button>
        </div>
      </div>
    </div>
  );
}
