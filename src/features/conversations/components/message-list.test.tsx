import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import nl from '../../../../i18n/nl.json';
import { ApiError } from '../../../lib/api-client';
import { MessageList } from './message-list';
import type { Message } from '../types';
import type { PendingMessage } from '../use-pending-messages';

const sent = (id: string, body: string, mine: boolean): Message => ({
  id,
  type: 'messages',
  body,
  authorId: mine ? 'me' : 'them',
  authorName: mine ? 'Ingrid de Boer' : 'Zoë van ’t Hof',
  mine,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
});

const pending = (id: string, state: PendingMessage['state']): PendingMessage => ({
  key: `key-${id}`,
  message: { id, conversationId: 'c1', body: `Bericht ${id}` },
  createdAt: Date.now(),
  state,
  error: state === 'refused' ? new Error('te lang') : null,
});

function renderList(messages: Message[], waiting: PendingMessage[]) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale="nl" messages={nl}>
        <FluentProvider theme={webLightTheme}>
          <MessageList messages={messages} pending={waiting} label="Berichten" />
        </FluentProvider>
      </IntlProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('MessageList', () => {
  it('shows messages oldest first, mine marked, with author and relative time', () => {
    renderList([sent('1', 'Hallo!', false), sent('2', 'Dag Zoë', true)], []);
    const items = within(screen.getByRole('log', { name: 'Berichten' })).getAllByTestId('message');
    expect(items.map((i) => i.dataset.mine)).toEqual(['false', 'true']);
    expect(items[0]!.textContent).toContain('Zoë van ’t Hof');
    expect(items[0]!.textContent).toContain('5 minuten geleden');
    expect(items[1]!.textContent).toContain('Jij');
  });

  it('marks queued messages by their state and offers retry and discard when refused', () => {
    renderList([], [pending('a', 'waiting'), pending('b', 'sending'), pending('c', 'refused')]);
    const items = screen.getAllByTestId('message');
    expect(items.map((i) => i.dataset.state)).toEqual(['waiting', 'sending', 'refused']);
    expect(items[0]!.textContent).toContain('Wacht op verbinding');
    expect(items[0]!.textContent).toContain('zojuist');
    expect(items[1]!.textContent).toContain('Wordt verstuurd');
    expect(within(items[2]!).getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
    expect(within(items[2]!).getByRole('button', { name: 'Weggooien' })).toBeTruthy();
  });

  it('says why a message was refused in words, not the server’s English detail', () => {
    const invalid = {
      ...pending('d', 'refused'),
      error: new ApiError('body must be at most 5000 characters', {
        status: 422,
        errors: [
          {
            status: '422',
            code: 'validation_failed',
            title: 'Unprocessable entity',
            detail: 'body must be at most 5000 characters',
          },
        ],
      }),
    };
    const gone = { ...pending('e', 'refused'), error: new ApiError('Not found', { status: 404 }) };
    renderList([], [invalid, gone]);
    const states = screen.getAllByTestId('message-state').map((s) => s.textContent);
    expect(states[0]).toBe(
      'Niet verstuurd: de server nam dit bericht niet aan (leeg of langer dan 5000 tekens).',
    );
    expect(states[1]).toContain('Niet verstuurd: We konden dit niet vinden.');
    expect(states.join(' ')).not.toMatch(/characters|Not found/);
  });

  it('drops a queued message once the server list has it', () => {
    renderList([sent('a', 'Bericht a', true)], [pending('a', 'sending')]);
    const items = screen.getAllByTestId('message');
    expect(items).toHaveLength(1);
    expect(items[0]!.dataset.state).toBeUndefined();
  });

  it('says so when there are no messages yet', () => {
    renderList([], []);
    expect(screen.getByText('Nog geen berichten. Schrijf het eerste.')).toBeTruthy();
  });
});
