import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf } from '../helpers/tags';

// Line numbers below count from the first line of SOURCE.
const SOURCE = `import React, { useState, useEffect } from 'react';
import { Button } from './ui/Button';
import * as Icons from './icons';
import type { User } from '../types';

export interface UserCardProps {
  user: User;
  onSelect?: (user: User) => void;
}

type Theme = 'light' | 'dark';

const ThemeContext = React.createContext<Theme>('light');

export function UserCard({ user, onSelect }: UserCardProps) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    trackView(user.id);
  }, [user.id]);
  return (
    <div className="card" onClick={() => setOpen(!open)}>
      <Icons.Avatar src={user.avatarUrl} />
      <Button onClick={() => onSelect?.(user)}>{user.name}</Button>
      {open && <Details user={user} />}
    </div>
  );
}

export const Details = ({ user }: { user: User }) => <p>{formatName(user)}</p>;

export default class UserList extends React.Component<{ users: User[] }> {
  state = { filter: '' };

  handleChange = (e: React.ChangeEvent<HTMLInputElement>) => {
    this.setState({ filter: e.target.value });
  };

  render() {
    const visible = this.props.users.filter((u) => u.name.includes(this.state.filter));
    return (
      <ThemeContext.Provider value="dark">
        <input onChange={this.handleChange} />
        {visible.map((u) => <UserCard key={u.id} user={u} />)}
      </ThemeContext.Provider>
    );
  }
}

function formatName(user: User): string {
  return \`\${user.firstName} \${user.lastName}\`.trim();
}
`;

test('tsx: definitions', async () => {
  const tags = await tagsOf('tsx', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'UserCardProps', kind: 'interface', line: 6, signature: 'export interface UserCardProps' },
    { name: 'user', kind: 'property', line: 7, signature: 'user: User' },
    { name: 'onSelect', kind: 'property', line: 8, signature: 'onSelect?: (user: User) => void' },
    { name: 'Theme', kind: 'type', line: 11, signature: "type Theme = 'light' | 'dark'" },
    {
      name: 'ThemeContext',
      kind: 'constant',
      line: 13,
      signature: "const ThemeContext = React.createContext<Theme>('light')",
    },
    {
      name: 'UserCard',
      kind: 'function',
      line: 15,
      signature: 'export function UserCard({ user, onSelect }: UserCardProps)',
    },
    { name: 'Details', kind: 'function', line: 29, signature: 'export const Details = ({ user }: { user: User })' },
    {
      name: 'UserList',
      kind: 'class',
      line: 31,
      signature: 'export default class UserList extends React.Component<{ users: User[] }>',
    },
    { name: 'state', kind: 'field', line: 32, signature: 'state' },
    {
      name: 'handleChange',
      kind: 'method',
      line: 34,
      signature: 'handleChange = (e: React.ChangeEvent<HTMLInputElement>)',
    },
    { name: 'render', kind: 'method', line: 38, signature: 'render()' },
    { name: 'formatName', kind: 'function', line: 49, signature: 'function formatName(user: User): string' },
  ]);
});

test('tsx: references', async () => {
  const tags = await tagsOf('tsx', SOURCE);
  // JSX: components only (`<div>`, `<input>`, `<p>` are HTML elements); `<Icons.Avatar>` → Avatar;
  // closing tags are not counted again.
  assert.deepEqual(refsOf(tags), [
    '1 import React',
    '1 import useEffect',
    '1 import useState',
    '2 import Button',
    '3 import Icons',
    '4 import User',
    '7 type User',
    '8 type User',
    '13 type Theme',
    '13 qualified createContext',
    '15 type UserCardProps',
    '16 call useState',
    '17 call useEffect',
    '18 value id',
    '18 call trackView',
    '19 value id',
    '22 jsx Avatar',
    '22 value avatarUrl',
    '23 jsx Button',
    '23 value name',
    '24 jsx Details',
    '29 type User',
    '29 call formatName',
    '31 inherit Component',
    '31 type User',
    '34 type ChangeEvent',
    '34 type HTMLInputElement',
    '35 self setState',
    '39 method filter',
    '39 method includes',
    '39 value state',
    '41 jsx Provider',
    '41 value ThemeContext',
    '42 value handleChange',
    '43 jsx UserCard',
    '43 method map',
    '44 value ThemeContext',
    '49 type User',
    '50 value firstName',
    '50 value lastName',
    '50 method trim',
  ]);
});
