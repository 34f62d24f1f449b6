import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tagsOf, defsOf, refsOf, modulesOf } from '../helpers/tags';
import { assertCallLinks } from '../helpers/links';

// A realistic Terraform module: terraform and provider settings, variables, locals, a data source,
// registry and local modules, resources reading variables, locals, module outputs, data sources and
// other resources (also through function calls, templates and splats), a dynamic block, an output.
const SOURCE = `# The shop's network, database and application servers.
terraform {
  required_version = ">= 1.5"
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

provider "aws" {
  region = var.region
}

variable "region" {
  type        = string
  default     = "eu-west-1"
  description = "The AWS region to deploy to."
}

variable "instance_count" {
  type    = number
  default = 2
}

locals {
  name_prefix = "shop-\${terraform.workspace}"
  common_tags = merge(var.extra_tags, { Project = "shop" })
}

data "aws_ami" "ubuntu" {
  most_recent = true
  owners      = ["099720109477"]
}

module "vpc" {
  source = "terraform-aws-modules/vpc/aws"
  name   = "\${local.name_prefix}-vpc"
  cidr   = "10.0.0.0/16"
}

resource "aws_security_group" "web" {
  name   = "\${local.name_prefix}-web"
  vpc_id = module.vpc.vpc_id

  dynamic "ingress" {
    for_each = [80, 443]
    content {
      from_port = ingress.value
      to_port   = ingress.value
      protocol  = "tcp"
    }
  }
}

resource "aws_instance" "web" {
  count                  = var.instance_count
  ami                    = data.aws_ami.ubuntu.id
  instance_type          = "t3.small"
  subnet_id              = element(module.vpc.private_subnets, count.index)
  vpc_security_group_ids = [aws_security_group.web.id]
  tags                   = merge(local.common_tags, { Name = "\${local.name_prefix}-web-\${count.index}" })
}

module "database" {
  source     = "./modules/database"
  subnet_ids = module.vpc.database_subnets
  tags       = local.common_tags
}

output "web_ips" {
  value       = aws_instance.web[*].private_ip
  description = "Private addresses of the web servers."
}
`;

test('hcl: definitions', async () => {
  const tags = await tagsOf('hcl', SOURCE);
  assert.deepEqual(defsOf(tags), [
    { name: 'region', kind: 'variable', line: 16, signature: 'variable "region"' },
    { name: 'instance_count', kind: 'variable', line: 22, signature: 'variable "instance_count"' },
    { name: 'name_prefix', kind: 'constant', line: 28, signature: 'name_prefix = "shop-${terraform.workspace}"' },
    {
      name: 'common_tags',
      kind: 'constant',
      line: 29,
      signature: 'common_tags = merge(var.extra_tags, { Project = "shop" })',
    },
    { name: 'aws_ami.ubuntu', kind: 'resource', line: 32, signature: 'data "aws_ami" "ubuntu"' },
    { name: 'vpc', kind: 'module', line: 37, signature: 'module "vpc"' },
    { name: 'aws_security_group.web', kind: 'resource', line: 43, signature: 'resource "aws_security_group" "web"' },
    { name: 'aws_instance.web', kind: 'resource', line: 57, signature: 'resource "aws_instance" "web"' },
    { name: 'database', kind: 'module', line: 66, signature: 'module "database"' },
    { name: 'web_ips', kind: 'property', line: 72, signature: 'output "web_ips"' },
  ]);
});

test('hcl: references', async () => {
  const tags = await tagsOf('hcl', SOURCE);
  assert.deepEqual(refsOf(tags), [
    '13 type region',
    '29 type extra_tags',
    '39 type name_prefix',
    '44 type name_prefix',
    '45 type vpc',
    '58 type instance_count',
    '59 type aws_ami.ubuntu',
    '61 type vpc',
    '62 type aws_security_group.web',
    '63 type common_tags',
    '63 type name_prefix',
    '68 type vpc',
    '69 type common_tags',
    '73 type aws_instance.web',
  ]);
  assert.deepEqual(modulesOf(tags), ['38 terraform-aws-modules/vpc/aws', '67 ./modules/database']);
});

// What must not be tagged: nested blocks and their attributes, Terraform's own objects (each,
// count, path, terraform), a dynamic block's iterator, `for` expression variables, built-in
// functions (toset, upper).
const NOISE = `resource "aws_s3_bucket" "logs" {
  for_each = toset(var.environments)
  bucket   = "logs-\${each.key}-\${terraform.workspace}"

  dynamic "lifecycle_rule" {
    for_each = var.expire_days == null ? [] : [1]
    content {
      enabled = lifecycle_rule.value == 1
      prefix  = "\${path.module}/\${count.index}"
    }
  }

  tags = { for k, v in local.tags : k => upper(v) }
}
`;

test('hcl: no nested blocks, built-in objects, iterators or functions', async () => {
  const tags = await tagsOf('hcl', NOISE);
  assert.deepEqual(defsOf(tags), [
    { name: 'aws_s3_bucket.logs', kind: 'resource', line: 1, signature: 'resource "aws_s3_bucket" "logs"' },
  ]);
  assert.deepEqual(refsOf(tags), ['2 type environments', '6 type expire_days', '13 type tags']);
});

test('hcl: a reference links the user to the definer', async () => {
  await assertCallLinks(
    {
      'network.tf': ['resource "aws_vpc" "main" {', '  cidr_block = "10.0.0.0/16"', '}', ''].join('\n'),
      'subnets.tf': [
        'resource "aws_subnet" "private" {',
        '  vpc_id     = aws_vpc.main.id',
        '  cidr_block = "10.0.1.0/24"',
        '}',
        '',
      ].join('\n'),
    },
    'subnets.tf -> network.tf',
    /resource "aws_vpc" "main"/,
  );
});

// A .tfvars file sets variables: each top-level attribute is a definition of the variable's name,
// so `var.region` links to the file that sets it as well as to the one that declares it.
test('hcl: the attributes of a .tfvars file define the variables they set', async () => {
  const tags = await tagsOf(
    'hcl',
    'region         = "eu-west-1"\ninstance_count = 3\nextra_tags     = { Team = "shop" }\n',
  );
  assert.deepEqual(defsOf(tags), [
    { name: 'region', kind: 'variable', line: 1, signature: 'region = "eu-west-1"' },
    { name: 'instance_count', kind: 'variable', line: 2, signature: 'instance_count = 3' },
    { name: 'extra_tags', kind: 'variable', line: 3, signature: 'extra_tags' },
  ]);
});
