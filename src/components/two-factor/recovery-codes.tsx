// The recovery codes, shown once after a setup or a renewal: a list to copy or download as a
// text file. Each code works once, instead of a code from the app (a lost phone).
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular, CopyRegular } from '@fluentui/react-icons';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../lib/toasts/toast';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    // Wide enough for '10. xxxx-xxxx-xxxx-xxxx' on one line: one column in a narrow card.
    gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
    padding: tokens.spacingHorizontalM,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  // The numbers right-aligned in a gutter of their own inside the box, so every code starts at
  // the same place ('10.' pushed the last one along when the numbers were inside the line).
  code: { whiteSpace: 'nowrap', marginInlineStart: '3.5ch', paddingInlineStart: '0.5ch' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function RecoveryCodes({ codes, account }: { codes: string[]; account: string }) {
  const styles = useStyles();
  const intl = useIntl();
  const text = [
    intl.formatMessage({ id: 'twoFactor.codes.fileTitle' }, { account }),
    '',
    ...codes,
    '',
  ].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(intl.formatMessage({ id: 'twoFactor.codes.copied' }));
    } catch {
      toast.error(intl.formatMessage({ id: 'twoFactor.copyFailed' }));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <div className={styles.root}>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>
            <FormattedMessage id="twoFactor.codes.title" />
          </MessageBarTitle>
          <FormattedMessage id="twoFactor.codes.text" values={{ count: codes.length }} />
        </MessageBarBody>
      </MessageBar>
      <ol className={styles.list} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button icon={<CopyRegular />} onClick={copy}>
          <FormattedMessage id="twoFactor.codes.copy" />
        </Button>
        <Button icon={<ArrowDownloadRegular />} onClick={download}>
          <FormattedMessage id="twoFactor.codes.download" />
        </Button>
      </div>
    </div>
  );
}
