# Loads a Homebrew formula with a stand-in for the part of Homebrew's Formula DSL that Formula/tablint.rb uses, so
# that a machine without Homebrew can check it:
#   ruby .ci/formula_harness.rb FORMULA describe
#     prints JSON: the class's declarations (desc, homepage, head, depends_on) and what `install` does (the commands it
#     runs with `system`, which are recorded, not run, and the files it installs into `bin`);
#   ruby .ci/formula_harness.rb FORMULA test BIN
#     runs the formula's `test do` block for real, in a fresh folder (`testpath`), with `bin` the folder BIN;
#     `shell_output` and `assert_match` behave as Homebrew's. Exit status 0 when the test passes, 1 when it fails.
require "json"
require "pathname"
require "tmpdir"

# What Homebrew's Formula class gives the formula's class body and methods (only what the formula uses).
class Formula
  class << self
    attr_reader :declarations, :test_block

    def inherited(subclass)
      super
      subclass.instance_variable_set(:@declarations, { "depends_on" => [] })
    end

    def desc(text) = declarations["desc"] = text
    def homepage(url) = declarations["homepage"] = url
    def head(url, **options) = declarations["head"] = { "url" => url, "options" => plain(options) }
    def depends_on(requirement) = declarations["depends_on"] << plain(requirement)

    # Symbols as strings, so that the JSON says `{"macos": "sequoia"}`.
    def plain(value)
      case value
      when Hash then value.to_h { |key, item| [key.to_s, plain(item)] }
      when Array then value.map { |item| plain(item) }
      when Symbol then value.to_s
      else value
      end
    end
    def test(&block) = @test_block = block
  end

  # The files `bin.install` was given.
  class Bin
    attr_reader :installed

    def initialize(path)
      @path = path
      @installed = []
    end

    def install(*paths) = @installed.concat(paths)
    def to_s = @path.to_s
  end

  attr_reader :commands, :bin, :testpath

  def initialize(bin: "bin", testpath: nil)
    @commands = []
    @bin = Bin.new(bin)
    @testpath = testpath
  end

  def system(*arguments) = @commands << arguments

  def shell_output(command, result = 0)
    output = `#{command}`
    status = $?.exitstatus
    raise "`#{command}` exited with #{status}, not #{result}:\n#{output}" unless status == result

    output
  end

  def assert_match(expected, actual)
    found = expected.is_a?(Regexp) ? expected.match?(actual) : actual.include?(expected)
    raise "expected to find #{expected.inspect} in:\n#{actual}" unless found
  end
end

path, mode, bin = ARGV
abort "usage: ruby .ci/formula_harness.rb FORMULA describe|test [BIN]" unless path && %w[describe test].include?(mode)
load File.expand_path(path)
formula = Formula.subclasses.first

case mode
when "describe"
  instance = formula.new
  instance.install
  puts JSON.pretty_generate(formula.declarations.merge("install" => { "commands" => instance.commands,
                                                                      "bin" => instance.bin.installed }))
when "test"
  abort "test needs the folder of the built binaries" unless bin
  Dir.mktmpdir do |folder|
    instance = formula.new(bin: File.expand_path(bin), testpath: Pathname(folder))
    begin
      instance.instance_exec(&formula.test_block)
    rescue RuntimeError => e
      warn "test failed: #{e.message}"
      exit 1
    end
    puts "test passed"
  end
end
