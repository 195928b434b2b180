# hig-wizard — build, run, test and benchmark.
#
# `make run` and `make test` are the whole quick start: both first make sure the
# Debian packages the build and the tests need are present (installing them when
# run as root, otherwise printing the exact apt-get line and stopping).

SWIFT        ?= swift
PREFIX       ?= /usr/local
RELEASE_FLAGS = -c release --static-swift-stdlib
DEB_PACKAGES  = libyaml-dev libedit-dev libncurses-dev libbsd-dev libmd-dev libcsv-dev \
                bash-completion zsh fish mandoc \
                cmark-gfm graphviz
# libFuzzer targets (Fuzz/README.md): seconds per target for `make fuzz`, and
# for the short run `make test` ends with.
FUZZ_SECONDS       ?= 60
FUZZ_SMOKE_SECONDS ?= 10
FUZZ_TARGETS       ?= tree-loader answers-loader batch-reader csv-splitter session-loader

.PHONY: all deps build run test bench fuzz fuzz-smoke lint format install clean

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

## run: build, then start the wizard on the bundled trees
run: build
	@"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/hig-wizard" $(ARGS)

## test: the whole test suite, then each fuzz target briefly
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-xctest
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

## lint: swift-format over the sources, then hig-wizard lint over Questions/
lint: build
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins
	"$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/hig-wizard" lint Questions

format:
	$(SWIFT) format --in-place --recursive Sources Tests Plugins

install: build
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 "$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/hig-wizard" "$(DESTDIR)$(PREFIX)/bin/hig-wizard"

clean:
	rm -rf .build Benchmarks/.build Fuzz/.build
