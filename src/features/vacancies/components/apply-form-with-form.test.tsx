// Applying to a vacancy that asks one of its center's forms: the form's fields sit in the apply
// form (one send), a required one left empty stops the send, an answer to a question the other
// answers hide is not sent, and the write carries the answers as formAnswers. A vacancy whose form
// takes no answers any more (404) asks the motivation only; one whose form cannot load cannot be
// sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '../../../../common/public-config';
import { TENANT_CONFIGS } from '../../../../common/tenants/tenant-configs';
import nl from '../../../../i18n/nl.json';
import { createApiClient } from '../../../lib/api-client';
import { AppContextProvider } from '../../../lib/app-context';
import type { Vacancy } from '../types';
import { ApplyForm } from './apply-form';

const create = vi.hoisted(() => vi.fn());
vi.mock('../api/create-application', () => ({ useCreateApplication: () => create }));

const config: PublicConfig = {
  apiBaseUrl: '',
  defaultTenant: 'demo',
  tenantCookie: 'tenant',
  hostTenantMap: {},
  hostCenterMap: {},
  defaultCenterIds: { demo: 'center-demo' },
  tenants: TENANT_CONFIGS,
  sentryDsn: null,
  buildId: null,
};
const tenant = {
  tenant: 'demo' as const,
  tenantConfig: TENANT_CONFIGS.demo,
  centerId: 'center-demo',
  appContext: 'main' as const,
  hostDecidesTenant: false,
};

const FORM_DOCUMENT = {
  data: {
    type: 'public_forms',
    id: 'version-1',
    attributes: {
      version: 1,
      title: 'Intakeformulier',
      description: null,
      thank_you: null,
      locale: 'nl',
      fields: [
        {
          key: 'telefoon',
          type: 'phone',
          label_nl: 'Telefoonnummer',
          label_en: null,
          help_nl: null,
          help_en: null,
          required: true,
          rules: {},
          options: [],
          show_when: null,
        },
        {
          key: 'vog',
          type: 'single_choice',
          label_nl: 'Heb je een VOG?',
          label_en: null,
          help_nl: null,
          help_en: null,
          required: false,
          rules: {},
          options: [
            { value: 'ja', label_nl: 'Ja', label_en: null },
            { value: 'nee', label_nl: 'Nee', label_en: null },
          ],
          show_when: null,
        },
        {
          key: 'vogdatum',
          type: 'date',
          label_nl: 'Datum van de VOG',
          label_en: null,
          help_nl: null,
          help_en: null,
          required: true,
          rules: {},
          options: [],
          show_when: { field_key: 'vog', equals: 'ja' },
        },
      ],
    },
  },
};

const vacancy = {
  id: 'vacancy-1',
  type: 'vacancies',
  formId: 'form-1',
  questions: [{ id: 'q1', text: 'Eigen vraag van de vacature', required: true }],
  status: 'published',
} as unknown as Vacancy;

type Answer = { status: number; body?: unknown } | 'offline';

function renderForm(answer: Answer) {
  const fakeFetch = (async () => {
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  }) as typeof fetch;
  const api = createApiClient(
    () => ({ tenant: 'demo', appContext: 'main', centerId: 'center-demo' }),
    { fetch: fakeFetch },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AppContextProvider config={config} tenant={tenant} buildId="test" api={api}>
        <IntlProvider locale="nl" messages={nl as Record<string, string>}>
          {children}
        </IntlProvider>
      </AppContextProvider>
    </QueryClientProvider>
  );
  return render(
    <ApplyForm vacancy={vacancy} title="Vacature" onApplied={vi.fn()} onAlreadyApplied={vi.fn()} />,
    { wrapper },
  );
}

const submitButton = () => screen.getByRole('button', { name: 'Reactie versturen' });

/** The checks on blur are asynchronous (yup): a press on the button comes after them. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

function typeMotivation() {
  const motivation = screen.getByLabelText(/^Waarom wil je dit doen/);
  fireEvent.change(motivation, { target: { value: 'Ik help graag mensen in de buurt.' } });
  // The form checks on blur (as leaving the field for the button does).
  fireEvent.blur(motivation);
}

beforeAll(() => {
  // jsdom has no ResizeObserver; Fluent's MessageBar only needs it to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  create.mockReset();
  create.mockResolvedValue({ queued: false, data: { id: 'application-1' } });
});

afterEach(cleanup);

describe("ApplyForm with the vacancy's form", () => {
  it("asks the form's questions instead of the vacancy's own", async () => {
    renderForm({ status: 200, body: FORM_DOCUMENT });
    expect(await screen.findByLabelText(/^Telefoonnummer/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Intakeformulier' })).toBeTruthy();
    expect(screen.queryByLabelText(/Eigen vraag/)).toBeNull();
    expect(screen.queryByLabelText(/^Datum van de VOG/)).toBeNull();
  });

  it('refuses to send with a required question of the form empty', async () => {
    renderForm({ status: 200, body: FORM_DOCUMENT });
    await screen.findByLabelText(/^Telefoonnummer/);
    typeMotivation();
    await settled();
    fireEvent.click(submitButton());
    expect(await screen.findAllByText('Telefoonnummer is verplicht.')).not.toHaveLength(0);
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the answers of the shown questions as formAnswers', async () => {
    renderForm({ status: 200, body: FORM_DOCUMENT });
    const phone = await screen.findByLabelText(/^Telefoonnummer/);
    typeMotivation();
    fireEvent.change(phone, { target: { value: '0612345678' } });
    fireEvent.click(screen.getByLabelText('Ja'));
    fireEvent.change(screen.getByLabelText(/^Datum van de VOG/), {
      target: { value: '2026-01-15' },
    });
    // The date is no longer asked once the answer above says no: it must not be sent.
    fireEvent.click(screen.getByLabelText('Nee'));
    expect(screen.queryByLabelText(/^Datum van de VOG/)).toBeNull();
    fireEvent.blur(phone);
    await settled();
    fireEvent.click(submitButton());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).toMatchObject({
      vacancyId: 'vacancy-1',
      motivation: 'Ik help graag mensen in de buurt.',
      answers: [],
      formAnswers: { telefoon: '0612345678', vog: 'nee' },
    });
  });

  it('asks the motivation only when the form takes no answers any more (404)', async () => {
    renderForm({
      status: 404,
      body: { errors: [{ status: '404', code: 'not_found', title: 'Not found' }] },
    });
    await waitFor(() => expect(screen.queryByTestId('form-loading')).toBeNull());
    expect(screen.queryByLabelText(/Eigen vraag/)).toBeNull();
    typeMotivation();
    await settled();
    fireEvent.click(submitButton());
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![0]).not.toHaveProperty('formAnswers');
  });

  it('says so and cannot be sent when the form cannot load', async () => {
    renderForm('offline');
    expect(await screen.findByTestId('form-failed')).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
