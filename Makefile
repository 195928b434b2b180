# hig-wizard — build, run, test and benchmark.
#
# `make run` and `make test` are the whole quick start: both first make sure the
# Debian packages the build and the tests need are present (installing them when
# run as root, otherwise printing the exact apt-get line and stopping).

SWIFT        ?= swift
PREFIX       ?= /usr/local
# Release builds start fast: the Swift runtime linked in, no $ORIGIN run path
# to search, no symbol of the program's own modules in the dynamic symbol table
# (the runtime's dladdr scans it at start; swiftc exports them), the functions
# that start-up runs packed together (each function in a section of its own,
# ordered by Benchmarks/startup-order.txt: `make startup-order` writes it),
# and generic type metadata that is made without reading mangled names at run
# time (Benchmarks/README.md has the figures).
RELEASE_FLAGS = -c release --static-swift-stdlib --disable-local-rpath \
                -Xlinker --no-export-dynamic \
                -Xswiftc -Xfrontend -Xswiftc -function-sections \
                -Xlinker --section-ordering-file=$(CURDIR)/Benchmarks/startup-order.txt \
                -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
                -Xswiftc -Xfrontend -Xswiftc -prespecialize-generic-metadata
# The manual page's date: the last commit's, so that a build is repeatable.
MAN_DATE     ?= $(shell git log -1 --format=%cd --date=format:'%B %-d, %Y' 2>/dev/null || date -u +'%B %-d, %Y')
DEB_PACKAGES  = libyaml-dev libedit-dev libncurses-dev libbsd-dev libmd-dev \
                libunistring-dev \
                bash-completion zsh fish mandoc python3-jsonschema python3-yaml gettext \
                cmark-gfm graphviz
# libFuzzer targets (Fuzz/README.md): seconds per target for `make fuzz`, and
# for the short run `make test` ends with.
FUZZ_SECONDS       ?= 60
FUZZ_SMOKE_SECONDS ?= 10
FUZZ_TARGETS       ?= tree-loader answers-loader batch-reader csv-splitter session-loader

# The scanner (hig-wizard-scan, which `lint` runs to parse the trees'
# sketches) links the toolchain's shared swift-syntax libraries, so it is
# built without RELEASE_FLAGS' static runtime, in a folder of its own, and
# linked in beside the hig-wizard it serves. With RELEASE_FLAGS empty (the
# debug build `make test` checks) it is the debug build beside hig-wizard.
SCAN_FLAGS   ?= $(if $(strip $(RELEASE_FLAGS)),-c release --scratch-path .build/scan,)

.PHONY: all deps build scan run test bench fuzz fuzz-smoke startup-order lint format man po install uninstall clean

all: build

## deps: install the Debian packages that are missing (as root), or say how
deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' "$$p" 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" -eq 0 ]; then \
	  echo "make: installing Debian packages:$$missing"; \
	  export DEBIAN_FRONTEND=noninteractive; \
	  apt-get update -qq && apt-get install -y -qq --no-install-recommends $$missing; \
	else \
	  echo "make: missing Debian packages:$$missing"; \
	  echo "make: install them with:"; \
	  echo "    sudo apt-get update && sudo apt-get install -y$$missing"; \
	  exit 1; \
	fi

## build: a release build of hig-wizard (static Swift runtime: fast start-up)
build: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product hig-wizard

## scan: hig-wizard-scan, beside hig-wizard (lint parses the sketches with it)
scan: deps
	$(SWIFT) build $(SCAN_FLAGS) --product hig-wizard-scan
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	scan="$$($(SWIFT) build $(SCAN_FLAGS) --show-bin-path)/hig-wizard-scan"; \
	mkdir -p "$$bin"; [ "$$scan" -ef "$$bin/hig-wizard-scan" ] || ln -sf "$$scan" "$$bin/hig-wizard-scan"

## run: build, then start the wizard on the bundled trees
run: build
	@"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/hig-wizard" $(ARGS)

## test: the whole test suite, then each fuzz target briefly
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest
	RELEASE_FLAGS= Tests/install-check
	$(MAKE) --no-print-directory fuzz-smoke

## fuzz: build each libFuzzer target and run it for FUZZ_SECONDS (crashes go to Fuzz/Crashes/)
fuzz: deps
	SWIFT="$(SWIFT)" Fuzz/run-fuzz $(FUZZ_SECONDS) $(FUZZ_TARGETS)

## fuzz-smoke: each fuzz target for FUZZ_SMOKE_SECONDS, from the seeds alone (part of test)
fuzz-smoke: deps
	SWIFT="$(SWIFT)" Fuzz/run-fuzz --smoke $(FUZZ_SMOKE_SECONDS) $(FUZZ_TARGETS)

## bench: start-up time and memory against a Swift hello-world (not part of test)
bench: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product hig-wizard
	$(SWIFT) build $(RELEASE_FLAGS) --package-path Benchmarks
	Benchmarks/run-bench "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)" \
	  "$$($(SWIFT) build $(RELEASE_FLAGS) --package-path Benchmarks --show-bin-path)"

## startup-order: Benchmarks/startup-order.txt from the start-up cases (needs valgrind)
startup-order: build
	bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	Benchmarks/make-startup-order "$$bin/hig-wizard" Benchmarks/startup-order.txt && \
	rm -f "$$bin/hig-wizard"
	$(SWIFT) build $(RELEASE_FLAGS) --product hig-wizard

## lint: swift-format over the sources, then hig-wizard lint over Questions/ (sketches parsed)
lint: build scan
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/hig-wizard" lint --strict Questions

format:
	$(SWIFT) format --in-place --recursive Sources Tests Plugins

## po: po/hig-wizard.pot from the messages in Sources/, then each po/LANG.po merged with it
po: deps
	$(SWIFT) build --product extract-messages
	"$$($(SWIFT) build --show-bin-path)/extract-messages" Sources > po/hig-wizard.pot.tmp
	mv po/hig-wizard.pot.tmp po/hig-wizard.pot
	for catalog in po/*.po; do \
	  msgmerge --quiet --update --backup=off "$$catalog" po/hig-wizard.pot || exit 1; \
	  msgfmt --check --check-format --statistics -o /dev/null "$$catalog" || exit 1; \
	done

## man: the manual page, .build/man/hig-wizard.1, from the command declarations and README.md
man: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product man-page
	mkdir -p .build/man
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/man-page" README.md "$(MAN_DATE)" > .build/man/hig-wizard.1.tmp
	mv .build/man/hig-wizard.1.tmp .build/man/hig-wizard.1

## install: the binary, the manual page and the completions under $(DESTDIR)$(PREFIX)
install: build scan man
	bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)"; \
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d" && \
	install -m 0755 "$$bin/hig-wizard" "$(DESTDIR)$(PREFIX)/bin/hig-wizard" && \
	install -m 0755 "$$bin/hig-wizard-scan" "$(DESTDIR)$(PREFIX)/bin/hig-wizard-scan" && \
	install -m 0644 .build/man/hig-wizard.1 "$(DESTDIR)$(PREFIX)/share/man/man1/hig-wizard.1" && \
	"$$bin/hig-wizard" completion bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/hig-wizard" && \
	"$$bin/hig-wizard" completion zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_hig-wizard" && \
	"$$bin/hig-wizard" completion fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/hig-wizard.fish"

## uninstall: removes what install put there
uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/hig-wizard" "$(DESTDIR)$(PREFIX)/bin/hig-wizard-scan" \
	  "$(DESTDIR)$(PREFIX)/share/man/man1/hig-wizard.1" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/hig-wizard" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_hig-wizard" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/hig-wizard.fish"

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build
