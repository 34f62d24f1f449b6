; HCL tags (tree-sitter-hcl from @cursorless/tree-sitter-wasms 0.7.0), for Terraform (.tf,
; .tfvars) and other HCL files. Names are what an expression uses to refer to the object: a
; resource is `type.name` (`aws_instance.web`, as `aws_instance.web.id` reads it), a data source
; `type.name` too (read as `data.aws_ami.ubuntu`), a variable, local value, module or output its
; own name (read as `var.region`, `local.tags`, `module.vpc`). Every reference to such an object is
; of kind `type`; HCL's functions (`merge`, `lookup`) are built in and left out.

; ---------------------------------------------------------------------------------------------
; Definitions
; ---------------------------------------------------------------------------------------------

; `resource "aws_instance" "web" { … }`, `data "aws_ami" "ubuntu" { … }`.
((block (identifier) @_block . (string_lit (template_literal) @scope) . (string_lit (template_literal) @name)) @definition.resource
  (#any-of? @_block "resource" "data" "ephemeral"))

; `variable "region" { … }`, `output "web_ips" { … }`, `module "vpc" { … }`.
((block (identifier) @_block . (string_lit (template_literal) @name)) @definition.variable
  (#eq? @_block "variable"))
((block (identifier) @_block . (string_lit (template_literal) @name)) @definition.property
  (#eq? @_block "output"))
((block (identifier) @_block . (string_lit (template_literal) @name)) @definition.module
  (#eq? @_block "module"))

; Local values: each attribute of a `locals { … }` block.
((block (identifier) @_block (body (attribute (identifier) @name) @definition.constant))
  (#eq? @_block "locals"))

; Attributes at the top of a file: a .tfvars file's variable values, a plain HCL file's settings.
(config_file (body (attribute (identifier) @name) @definition.variable))

; ---------------------------------------------------------------------------------------------
; References
; ---------------------------------------------------------------------------------------------

; `var.region`, `local.tags`, `module.vpc.vpc_id` → region, tags, vpc.
((_ (variable_expr (identifier) @_root) . (get_attr (identifier) @name)) @reference.type
  (#any-of? @_root "var" "local" "module"))

; `data.aws_ami.ubuntu.id` → aws_ami.ubuntu; `aws_security_group.web.id` → aws_security_group.web
; (not the attributes of Terraform's own objects: count, each, path, self, terraform; nor a
; dynamic block's iterator, `ingress.value`).
((_ (variable_expr (identifier) @_root) . (get_attr (identifier) @scope) . (get_attr (identifier) @name)) @reference.type
  (#eq? @_root "data"))
((_ (variable_expr (identifier) @scope) . (get_attr (identifier) @name)) @reference.type
  (#not-any-of? @scope "var" "local" "module" "data" "count" "each" "path" "self" "terraform")
  (#not-any-of? @name "value" "key"))

; A module's source (`source = "./modules/database"`, a registry address) is a module path.
((block (identifier) @_block (body (attribute (identifier) @_source (expression (literal_value (string_lit (template_literal) @name)))))) @reference.module
  (#eq? @_block "module")
  (#eq? @_source "source"))
