// /dev/components: a gallery of the Fluent components the product uses, drawn with the active
// theme, so a center's colours and the button defaults can be checked at a glance.
import {
  Button,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  ProgressBar,
  Spinner,
  createTableColumn,
  type TableColumnDefinition,
} from '@fluentui/react-components';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BUTTON_SIZE } from '../../../lib/theme/button-styles';
import { useT } from '../../../lib/use-t';
import { DevPage, useDevStyles } from '../components/dev-page';

interface SampleRow {
  id: string;
  name: string;
  organization: string;
  hours: number;
}

const ROWS: SampleRow[] = [
  { id: '1', name: "Anouk van 't Hof", organization: 'Voedselbank Oldebroek', hours: 4 },
  { id: '2', name: 'Zoë Jansen', organization: 'Buurthuis De Linde', hours: 2 },
  { id: '3', name: 'Mohamed El Amrani', organization: 'Taalcafé Roermond', hours: 6 },
];

const MESSAGE_INTENTS = ['info', 'success', 'warning', 'error'] as const;

export default function DevComponentsPage() {
  const intl = useIntl();
  const styles = useDevStyles();
  const t = useT();
  const [dialog, setDialog] = useState<'never' | 'open' | 'closed'>('never');
  const openButton = useRef<HTMLButtonElement>(null);

  const columns: TableColumnDefinition<SampleRow>[] = [
    createTableColumn<SampleRow>({
      columnId: 'name',
      compare: (a, b) => a.name.localeCompare(b.name),
      renderHeaderCell: () => t('dev.components.grid.name'),
      renderCell: (row) => row.name,
    }),
    createTableColumn<SampleRow>({
      columnId: 'organization',
      compare: (a, b) => a.organization.localeCompare(b.organization),
      renderHeaderCell: () => t('dev.components.grid.organization'),
      renderCell: (row) => row.organization,
    }),
    createTableColumn<SampleRow>({
      columnId: 'hours',
      compare: (a, b) => a.hours - b.hours,
      renderHeaderCell: () => t('dev.components.grid.hours'),
      renderCell: (row) => intl.formatNumber(row.hours),
    }),
  ];

  return (
    <DevPage titleId="dev.components.title" introId="dev.components.intro">
      <section className={styles.card} aria-labelledby="components-buttons">
        <h2 id="components-buttons" className={styles.heading}>
          <FormattedMessage id="dev.components.buttons" />
        </h2>
        <div className={styles.row}>
          <Button appearance="primary" size={BUTTON_SIZE}>
            <FormattedMessage id="dev.components.buttonXl" />
          </Button>
          <Button appearance="primary">
            <FormattedMessage id="dev.components.buttonMedium" />
          </Button>
          <Button appearance="primary" size="small">
            <FormattedMessage id="dev.components.buttonSmall" />
          </Button>
        </div>
        <div className={styles.row}>
          <Button size={BUTTON_SIZE}>
            <FormattedMessage id="dev.components.buttonSecondary" />
          </Button>
          <Button size={BUTTON_SIZE} appearance="outline">
            <FormattedMessage id="dev.components.buttonOutline" />
          </Button>
          <Button size={BUTTON_SIZE} appearance="subtle">
            <FormattedMessage id="dev.components.buttonSubtle" />
          </Button>
          <Button size={BUTTON_SIZE} disabled>
            <FormattedMessage id="dev.components.buttonDisabled" />
          </Button>
        </div>
      </section>

      <section className={styles.card} aria-labelledby="components-inputs">
        <h2 id="components-inputs" className={styles.heading}>
          <FormattedMessage id="dev.components.inputs" />
        </h2>
        <Field label={t('dev.components.inputLabel')} hint={t('dev.components.inputHint')}>
          <Input />
        </Field>
        <Field
          label={t('dev.components.inputErrorLabel')}
          validationState="error"
          validationMessage={t('dev.components.inputError')}
        >
          <Input defaultValue="zoë@" />
        </Field>
      </section>

      <section className={styles.card} aria-labelledby="components-messages">
        <h2 id="components-messages" className={styles.heading}>
          <FormattedMessage id="dev.components.messages" />
        </h2>
        {MESSAGE_INTENTS.map((intent) => (
          <MessageBar key={intent} intent={intent}>
            <MessageBarBody>
              <MessageBarTitle>
                <FormattedMessage id={`dev.components.message.${intent}`} />
              </MessageBarTitle>
              <FormattedMessage id="dev.components.messageText" />
            </MessageBarBody>
          </MessageBar>
        ))}
      </section>

      <section className={styles.card} aria-labelledby="components-dialog">
        <h2 id="components-dialog" className={styles.heading}>
          <FormattedMessage id="dev.components.dialog" />
        </h2>
        <div className={styles.row}>
          <Button ref={openButton} size={BUTTON_SIZE} onClick={() => setDialog('open')}>
            <FormattedMessage id="dev.components.dialogOpen" />
          </Button>
        </div>
        {/* Mounted on first use: a mounted Dialog makes tabster add focus bumpers to <body>
            that axe reports (a known Fluent false positive). */}
        {dialog !== 'never' && (
          <Dialog
            open={dialog === 'open'}
            onOpenChange={(_, data) => {
              setDialog(data.open ? 'open' : 'closed');
              if (!data.open) openButton.current?.focus();
            }}
          >
            <DialogSurface>
              <DialogBody>
                <DialogTitle>
                  <FormattedMessage id="dev.components.dialogTitle" />
                </DialogTitle>
                <DialogContent>
                  <FormattedMessage id="dev.components.dialogText" />
                </DialogContent>
                <DialogActions>
                  <DialogTrigger disableButtonEnhancement>
                    <Button appearance="primary">
                      <FormattedMessage id="dev.components.dialogClose" />
                    </Button>
                  </DialogTrigger>
                </DialogActions>
              </DialogBody>
            </DialogSurface>
          </Dialog>
        )}
      </section>

      <section className={styles.card} aria-labelledby="components-grid">
        <h2 id="components-grid" className={styles.heading}>
          <FormattedMessage id="dev.components.grid" />
        </h2>
        <DataGrid
          items={ROWS}
          columns={columns}
          sortable
          focusMode="none"
          getRowId={(row: SampleRow) => row.id}
          aria-label={t('dev.components.grid')}
        >
          <DataGridHeader>
            <DataGridRow>
              {({ renderHeaderCell }) => (
                <DataGridHeaderCell>{renderHeaderCell()}</DataGridHeaderCell>
              )}
            </DataGridRow>
          </DataGridHeader>
          <DataGridBody<SampleRow>>
            {({ item, rowId }) => (
              <DataGridRow<SampleRow> key={rowId}>
                {({ renderCell }) => <DataGridCell>{renderCell(item)}</DataGridCell>}
              </DataGridRow>
            )}
          </DataGridBody>
        </DataGrid>
      </section>

      <section className={styles.card} aria-labelledby="components-progress">
        <h2 id="components-progress" className={styles.heading}>
          <FormattedMessage id="dev.components.progress" />
        </h2>
        <Spinner label={t('dev.components.spinner')} />
        <Field
          label={t('dev.components.progressLabel')}
          validationMessage={t('dev.components.progressHint')}
          validationState="none"
        >
          <ProgressBar value={0.6} />
        </Field>
      </section>
    </DevPage>
  );
}
