// The placeholders a mail offers, as buttons that insert `{name}` where the cursor was last in
// the subject or the text; each says what it stands for.
import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useT } from '../../../lib/use-t';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
    gap: tokens.spacingVerticalS,
  },
  item: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px' },
  code: { fontFamily: tokens.fontFamilyMonospace },
  description: { color: tokens.colorNeutralForeground2 },
});

export function PlaceholderButtons({
  placeholders,
  onInsert,
}: {
  placeholders: string[];
  onInsert: (placeholder: string) => void;
}) {
  const t = useT();
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {placeholders.map((name) => {
        const description = t(`notificationTemplates.placeholder.${name}`);
        return (
          <li key={name} className={styles.item}>
            <Button
              size="small"
              className={styles.code}
              aria-label={t('notificationTemplates.edit.insertLabel', {
                placeholder: `{${name}}`,
                description,
              })}
              // Keeps the cursor in the field it was in: the insert goes there.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onInsert(`{${name}}`)}
            >
              {`{${name}}`}
            </Button>
            <Caption1 className={styles.description} aria-hidden>
              {description}
            </Caption1>
          </li>
        );
      })}
    </ul>
  );
}
