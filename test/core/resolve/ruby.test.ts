import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rubyResolver } from '../../../src/core/resolve/ruby';
import { resolveWith } from '../../helpers/resolve';

test('Ruby: require_relative is relative to the file; require searches lib/, spec/ and test/ directories, nearest first; gems reach nothing', async () => {
  const resolved = await resolveWith(rubyResolver, 'ruby', {
    'lib/shop.rb': "require_relative 'shop/order'\nrequire 'shop/version'\nrequire 'json'\n",
    'lib/shop/order.rb': 'class Order; end\n',
    'lib/shop/version.rb': 'VERSION = "1"\n',
    'engines/billing/lib/billing.rb': "require 'shop/version'\n",
    'engines/billing/lib/shop/version.rb': 'VERSION = "2"\n',
    'spec/order_spec.rb': "require 'spec_helper'\nrequire_relative '../lib/shop/order.rb'\n",
    'spec/spec_helper.rb': '',
  });
  assert.deepEqual(resolved.files('lib/shop.rb'), ['lib/shop/order.rb', 'lib/shop/version.rb']);
  assert.deepEqual(resolved.files('engines/billing/lib/billing.rb'), ['engines/billing/lib/shop/version.rb']);
  assert.deepEqual(resolved.files('spec/order_spec.rb'), ['lib/shop/order.rb', 'spec/spec_helper.rb']);
});

test('Ruby: a file outside the load path is not found by require', async () => {
  const resolved = await resolveWith(rubyResolver, 'ruby', {
    'app/main.rb': "require 'helpers'\n",
    'app/helpers.rb': '',
  });
  assert.deepEqual(resolved.files('app/main.rb'), []);
});
