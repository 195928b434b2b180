# Homebrew formula for hig-wizard.
#
# On paper only: hig-wizard is built and tested on Debian, and its macOS
# branch does not compile yet (README.md, "Known limits"). So that nothing
# here is a guess, the formula runs only what the Makefile runs: `make
# install`, with the folders Homebrew wants passed as the Makefile's own
# variables (Tests/HigWizardTests/PackagingTests.swift checks that each one
# exists there). On macOS the Makefile's release build is a plain `-c
# release` one (no static Swift runtime, no GNU linker switches).
#
# The tarball is `make dist`'s, which is reproducible. The project has no
# public host yet: `url` is where a release would be published, and `sha256`
# is to be set to the tarball's sum when it is.
class HigWizard < Formula
  desc "Justified popover/modal decisions for iPad and iPhone, from Apple's HIG"
  homepage "https://github.com/hig-wizard/hig-wizard"
  url "https://github.com/hig-wizard/hig-wizard/releases/download/v0.2.0/hig-wizard-0.2.0.tar.gz"
  sha256 "0000000000000000000000000000000000000000000000000000000000000000"
  license "Apache-2.0"

  # Swift 6.1 or later. Not only to build: `make install` also installs
  # hig-wizard-scan (for `scan`, `check --sources` and lint's sketch check),
  # which links the SwiftSyntax libraries of the toolchain that built it.
  depends_on xcode: "16.3"
  depends_on "libunistring"
  depends_on "libyaml"
  uses_from_macos "libedit"
  uses_from_macos "ncurses"

  def install
    system "make", "install",
           "PREFIX=#{prefix}",
           "MAN_DIR=#{man1}",
           "BASH_COMPLETION_DIR=#{bash_completion}",
           "ZSH_COMPLETION_DIR=#{zsh_completion}",
           "FISH_COMPLETION_DIR=#{fish_completion}"
  end

  def caveats
    <<~EOS
      hig-wizard-scan, which `hig-wizard scan` runs, links the SwiftSyntax
      libraries of the Xcode toolchain it was built with; after Xcode moves or
      is updated, reinstall hig-wizard. Everything else needs no toolchain.
    EOS
  end

  test do
    assert_match "hig-wizard #{version}", shell_output("#{bin}/hig-wizard --version")
    report = shell_output("#{bin}/hig-wizard run presentation -n -d -a platform=iphone -f json")
    assert_match "modal-view", report
    assert_match ".Dt HIG-WIZARD 1", shell_output("#{bin}/hig-wizard help --man")
    assert_match "run", shell_output("#{bin}/hig-wizard __complete ru")
  end
end
